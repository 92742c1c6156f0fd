// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the SubmitSimulationJobForm form schema (../form-schemas/submit-simulation-job-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["5d466f7d"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Submit a simulation job","type":"object","required":["name","hpcsw_id","cores","input_file"],"properties":{"name":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$","x-rule":"name.label","title":"Job name"},"hpcsw_id":{"type":"string","pattern":"^hpcsw-[a-z0-9]{4,16}$","examples":["hpcsw-fluent23"],"title":"Simulation software"},"cores":{"type":"integer","minimum":1,"maximum":56,"title":"Cores","x-help":"A simulation job runs on one node of 56 cores.","default":2},"input_file":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Input file"},"cmd":{"type":"string","minLength":1,"maxLength":4096,"examples":["mpirun -np 56 ./wrf.exe"],"title":"Command line","x-help":"The software's default command line when empty."}},"$id":"5d466f7d"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$", "u");
const pattern5 = new RegExp("^hpcsw-[a-z0-9]{4,16}$", "u");
const pattern6 = new RegExp("(^|/)\\.{1,2}(/|$)", "u");
const pattern7 = new RegExp("^/[^\\r\\n]*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="5d466f7d" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hpcsw_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hpcsw_id"},message:"must have required property '"+"hpcsw_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.cores === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cores"},message:"must have required property '"+"cores"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.input_file === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input_file"},message:"must have required property '"+"input_file"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$"},message:"must match pattern \""+"^[\\p{L}\\p{N}_-][\\p{L}\\p{N}_ -]*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hpcsw_id !== undefined){
let data1 = data.hpcsw_id;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err8 = {instancePath:instancePath+"/hpcsw_id",schemaPath:"#/properties/hpcsw_id/pattern",keyword:"pattern",params:{pattern: "^hpcsw-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^hpcsw-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/hpcsw_id",schemaPath:"#/properties/hpcsw_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.cores !== undefined){
let data2 = data.cores;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err10 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 56 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/maximum",keyword:"maximum",params:{comparison: "<=", limit: 56},message:"must be <= 56"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/cores",schemaPath:"#/properties/cores/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.input_file !== undefined){
let data3 = data.input_file;
const _errs11 = errors;
const _errs12 = errors;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var valid2 = _errs12 === errors;
if(valid2){
const err14 = {instancePath:instancePath+"/input_file",schemaPath:"#/properties/input_file/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) > 1024){
const err15 = {instancePath:instancePath+"/input_file",schemaPath:"#/properties/input_file/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data3) < 1){
const err16 = {instancePath:instancePath+"/input_file",schemaPath:"#/properties/input_file/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern7.test(data3)){
const err17 = {instancePath:instancePath+"/input_file",schemaPath:"#/properties/input_file/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/input_file",schemaPath:"#/properties/input_file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.cmd !== undefined){
let data4 = data.cmd;
if(typeof data4 === "string"){
if(func1(data4) > 4096){
const err19 = {instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data4) < 1){
const err20 = {instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/cmd",schemaPath:"#/properties/cmd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"name":true,"hpcsw_id":true,"cores":true,"input_file":true,"cmd":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
