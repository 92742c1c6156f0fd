// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the JobTemplateForm form schema (../form-schemas/job-template-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["416f8380"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Job template","type":"object","required":["name","cluster_id","queue_name","submit_type"],"properties":{"name":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$","x-rule":"name.label","title":"Template name"},"cluster_id":{"type":"string","pattern":"^e?hpc-[a-z0-9]{4,16}$","examples":["hpc-a1b2c3d4"],"title":"Cluster"},"queue_name":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii","title":"Default queue"},"hpcqueue_id":{"type":"string","pattern":"^hpcq-[a-z0-9]{4,16}$","examples":["hpcq-n7c2x9k1"],"title":"Queue id"},"priority":{"type":"integer","minimum":1,"maximum":10,"title":"Priority","default":5},"cores":{"type":"integer","minimum":1,"maximum":5600,"examples":[56],"title":"Cores","x-help":"Up to 100 nodes of 56 cores.","default":1},"memory":{"type":"integer","minimum":1,"maximum":1048576,"examples":[65536],"title":"Memory per node (MiB)","x-help":"The scheduler's default when empty."},"time_limit":{"type":"integer","minimum":1,"maximum":43200,"examples":[1440],"title":"Time limit (minutes)","x-help":"Up to 30 days (43,200 minutes)."},"work_dir":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Working directory"},"submit_type":{"type":"string","enum":["command","script"],"title":"Submit type","default":"command"},"cmd":{"type":"string","minLength":1,"maxLength":4096,"examples":["mpirun -np 56 ./wrf.exe"],"title":"Command line"},"script_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Job script"},"file_temp_id":{"type":"string","pattern":"^ft-[a-z0-9]{4,16}$","examples":["ft-gmx2023a"],"title":"File template"},"stdout_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Standard output file"},"stderr_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Standard error file"},"description":{"type":"string","maxLength":256,"title":"Description"}},"allOf":[{"if":{"properties":{"submit_type":{"const":"command"}},"required":["submit_type"]},"then":{"required":["cmd"],"properties":{"cmd":true}}},{"if":{"properties":{"submit_type":{"const":"script"}},"required":["submit_type"]},"then":{"required":["script_path"],"properties":{"script_path":true}}}],"$id":"416f8380"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$", "u");
const pattern5 = new RegExp("^e?hpc-[a-z0-9]{4,16}$", "u");
const pattern6 = new RegExp("^[A-Za-z0-9_]+$", "u");
const pattern7 = new RegExp("^hpcq-[a-z0-9]{4,16}$", "u");
const pattern8 = new RegExp("(^|/)\\.{1,2}(/|$)", "u");
const pattern9 = new RegExp("^/[^\\r\\n]*$", "u");
const pattern12 = new RegExp("^ft-[a-z0-9]{4,16}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="416f8380" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.submit_type === undefined) && (missing0 = "submit_type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.submit_type !== undefined){
if("command" !== data.submit_type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cmd === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "cmd"},message:"must have required property '"+"cmd"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.cmd = true;
props0.submit_type = true;
}
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs8 = errors;
let valid3 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.submit_type === undefined) && (missing1 = "submit_type")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.submit_type !== undefined){
if("script" !== data.submit_type){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid1 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.script_path === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "script_path"},message:"must have required property '"+"script_path"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
valid3 = _valid1;
if(valid3){
var props1 = {};
props1.script_path = true;
props1.submit_type = true;
}
}
if(!valid3){
const err7 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.cluster_id === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cluster_id"},message:"must have required property '"+"cluster_id"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.queue_name === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queue_name"},message:"must have required property '"+"queue_name"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.submit_type === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submit_type"},message:"must have required property '"+"submit_type"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.cluster_id = true;
props0.queue_name = true;
props0.hpcqueue_id = true;
props0.priority = true;
props0.cores = true;
props0.memory = true;
props0.time_limit = true;
props0.work_dir = true;
props0.submit_type = true;
props0.cmd = true;
props0.script_path = true;
props0.file_temp_id = true;
props0.stdout_path = true;
props0.stderr_path = true;
props0.description = true;
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data2) < 1){
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data2)){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$"},message:"must match pattern \""+"^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.cluster_id !== undefined){
let data3 = data.cluster_id;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err16 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/properties/cluster_id/pattern",keyword:"pattern",params:{pattern: "^e?hpc-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^e?hpc-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/cluster_id",schemaPath:"#/properties/cluster_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.queue_name !== undefined){
let data4 = data.queue_name;
if(typeof data4 === "string"){
if(func1(data4) > 12){
const err18 = {instancePath:instancePath+"/queue_name",schemaPath:"#/properties/queue_name/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data4) < 3){
const err19 = {instancePath:instancePath+"/queue_name",schemaPath:"#/properties/queue_name/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern6.test(data4)){
const err20 = {instancePath:instancePath+"/queue_name",schemaPath:"#/properties/queue_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/queue_name",schemaPath:"#/properties/queue_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.hpcqueue_id !== undefined){
let data5 = data.hpcqueue_id;
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
const err22 = {instancePath:instancePath+"/hpcqueue_id",schemaPath:"#/properties/hpcqueue_id/pattern",keyword:"pattern",params:{pattern: "^hpcq-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^hpcq-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/hpcqueue_id",schemaPath:"#/properties/hpcqueue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.priority !== undefined){
let data6 = data.priority;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err24 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 10 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err26 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.cores !== undefined){
let data7 = data.cores;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err27 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 5600 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5600},message:"must be <= 5600"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.memory !== undefined){
let data8 = data.memory;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err30 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 1048576 || isNaN(data8)){
const err31 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err32 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.time_limit !== undefined){
let data9 = data.time_limit;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err33 = {instancePath:instancePath+"/time_limit",schemaPath:"#/properties/time_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 43200 || isNaN(data9)){
const err34 = {instancePath:instancePath+"/time_limit",schemaPath:"#/properties/time_limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 43200},message:"must be <= 43200"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/time_limit",schemaPath:"#/properties/time_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.work_dir !== undefined){
let data10 = data.work_dir;
const _errs31 = errors;
const _errs32 = errors;
if(typeof data10 === "string"){
if(!pattern8.test(data10)){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var valid7 = _errs32 === errors;
if(valid7){
const err37 = {instancePath:instancePath+"/work_dir",schemaPath:"#/properties/work_dir/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
if(typeof data10 === "string"){
if(func1(data10) > 1024){
const err38 = {instancePath:instancePath+"/work_dir",schemaPath:"#/properties/work_dir/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func1(data10) < 1){
const err39 = {instancePath:instancePath+"/work_dir",schemaPath:"#/properties/work_dir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!pattern9.test(data10)){
const err40 = {instancePath:instancePath+"/work_dir",schemaPath:"#/properties/work_dir/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/work_dir",schemaPath:"#/properties/work_dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.submit_type !== undefined){
let data11 = data.submit_type;
if(typeof data11 !== "string"){
const err42 = {instancePath:instancePath+"/submit_type",schemaPath:"#/properties/submit_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!((data11 === "command") || (data11 === "script"))){
const err43 = {instancePath:instancePath+"/submit_type",schemaPath:"#/properties/submit_type/enum",keyword:"enum",params:{allowedValues: schema31.properties.submit_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.cmd !== undefined){
let data12 = data.cmd;
if(typeof data12 === "string"){
if(func1(data12) > 4096){
const err44 = {instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(func1(data12) < 1){
const err45 = {instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.script_path !== undefined){
let data13 = data.script_path;
const _errs40 = errors;
const _errs41 = errors;
if(typeof data13 === "string"){
if(!pattern8.test(data13)){
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var valid9 = _errs41 === errors;
if(valid9){
const err48 = {instancePath:instancePath+"/script_path",schemaPath:"#/properties/script_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
if(typeof data13 === "string"){
if(func1(data13) > 1024){
const err49 = {instancePath:instancePath+"/script_path",schemaPath:"#/properties/script_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(func1(data13) < 1){
const err50 = {instancePath:instancePath+"/script_path",schemaPath:"#/properties/script_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!pattern9.test(data13)){
const err51 = {instancePath:instancePath+"/script_path",schemaPath:"#/properties/script_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/script_path",schemaPath:"#/properties/script_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.file_temp_id !== undefined){
let data14 = data.file_temp_id;
if(typeof data14 === "string"){
if(!pattern12.test(data14)){
const err53 = {instancePath:instancePath+"/file_temp_id",schemaPath:"#/properties/file_temp_id/pattern",keyword:"pattern",params:{pattern: "^ft-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^ft-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/file_temp_id",schemaPath:"#/properties/file_temp_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.stdout_path !== undefined){
let data15 = data.stdout_path;
const _errs47 = errors;
const _errs48 = errors;
if(typeof data15 === "string"){
if(!pattern8.test(data15)){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
var valid11 = _errs48 === errors;
if(valid11){
const err56 = {instancePath:instancePath+"/stdout_path",schemaPath:"#/properties/stdout_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
if(typeof data15 === "string"){
if(func1(data15) > 1024){
const err57 = {instancePath:instancePath+"/stdout_path",schemaPath:"#/properties/stdout_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(func1(data15) < 1){
const err58 = {instancePath:instancePath+"/stdout_path",schemaPath:"#/properties/stdout_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!pattern9.test(data15)){
const err59 = {instancePath:instancePath+"/stdout_path",schemaPath:"#/properties/stdout_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/stdout_path",schemaPath:"#/properties/stdout_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.stderr_path !== undefined){
let data16 = data.stderr_path;
const _errs52 = errors;
const _errs53 = errors;
if(typeof data16 === "string"){
if(!pattern8.test(data16)){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var valid13 = _errs53 === errors;
if(valid13){
const err62 = {instancePath:instancePath+"/stderr_path",schemaPath:"#/properties/stderr_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
if(typeof data16 === "string"){
if(func1(data16) > 1024){
const err63 = {instancePath:instancePath+"/stderr_path",schemaPath:"#/properties/stderr_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(func1(data16) < 1){
const err64 = {instancePath:instancePath+"/stderr_path",schemaPath:"#/properties/stderr_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!pattern9.test(data16)){
const err65 = {instancePath:instancePath+"/stderr_path",schemaPath:"#/properties/stderr_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/stderr_path",schemaPath:"#/properties/stderr_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.description !== undefined){
let data17 = data.description;
if(typeof data17 === "string"){
if(func1(data17) > 256){
const err67 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

exports.da42d5a = validate21;
const schema32 = {"properties":{"submit_type":{"const":"command"}},"required":["submit_type"],"$id":"da42d5a"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="da42d5a" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.submit_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submit_type"},message:"must have required property '"+"submit_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.submit_type !== undefined){
if("command" !== data.submit_type){
const err1 = {instancePath:instancePath+"/submit_type",schemaPath:"#/properties/submit_type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"submit_type":true},"dynamicProps":false,"dynamicItems":false};

exports["-752775c2"] = validate22;
const schema33 = {"properties":{"submit_type":{"const":"script"}},"required":["submit_type"],"$id":"-752775c2"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-752775c2" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.submit_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "submit_type"},message:"must have required property '"+"submit_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.submit_type !== undefined){
if("script" !== data.submit_type){
const err1 = {instancePath:instancePath+"/submit_type",schemaPath:"#/properties/submit_type/const",keyword:"const",params:{allowedValue: "script"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"submit_type":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
