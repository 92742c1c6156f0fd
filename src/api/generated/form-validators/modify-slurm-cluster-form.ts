// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the ModifySlurmClusterForm form schema (../form-schemas/modify-slurm-cluster-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["-78bec3b3"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Change a Slurm cluster","type":"object","required":["rest_url","login_endpoint","shared_path","accounts"],"properties":{"rest_url":{"type":"string","minLength":6,"maxLength":512,"pattern":"^(https?://[A-Za-z0-9.\\-\\[\\]:]+(/[^\\s]*)?|unix:/[^\\s]+)$","examples":["http://10.0.0.5:6820"],"title":"slurmrestd address","x-help":"http://host:port, or unix:/path on the gateway's machine."},"jwt_key_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"JWT key file","x-help":"The cluster's jwt_key file as the gateway sees it; not needed on a unix socket."},"login_endpoint":{"type":"string","minLength":1,"maxLength":255,"pattern":"^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$","examples":["login01.example.org:22"],"title":"Login node","x-help":"Where the web terminal signs in: host or host:port."},"shared_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Shared storage","x-help":"The folder every node mounts, as the gateway sees it."},"accounts":{"title":"Who runs jobs as whom","x-help":"Each console user who submits jobs here and the cluster account the jobs run as. The owner must be one; a user not listed cannot submit.","type":"array","items":{"type":"object","required":["user_id","account"],"properties":{"user_id":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"],"title":"Console user"},"account":{"type":"string","minLength":3,"maxLength":32,"pattern":"^(?!root$)[a-z_][a-z0-9_-]{0,31}$","examples":["alice"],"title":"Cluster account"}},"additionalProperties":false},"minItems":1,"maxItems":200},"munge_key_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Munge key file","x-help":"Needed to add machines as nodes."},"controller":{"type":"string","minLength":1,"maxLength":255,"pattern":"^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$","examples":["login01.example.org:22"],"title":"slurmctld address","x-help":"host or host:port the machines reach; needed to add machines."},"node_feature":{"type":"string","minLength":1,"maxLength":32,"pattern":"^[A-Za-z0-9_]+$","examples":["pool"],"title":"Feature of added machines","x-help":"The feature your partitions take dynamic nodes by; none: partitions on Nodes=ALL."}},"$id":"-78bec3b3"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^(https?://[A-Za-z0-9.\\-\\[\\]:]+(/[^\\s]*)?|unix:/[^\\s]+)$", "u");
const pattern5 = new RegExp("(^|/)\\.{1,2}(/|$)", "u");
const pattern6 = new RegExp("^/[^\\r\\n]*$", "u");
const pattern7 = new RegExp("^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$", "u");
const pattern10 = new RegExp("^[a-z]+-[A-Za-z0-9_-]{1,40}$", "u");
const pattern11 = new RegExp("^(?!root$)[a-z_][a-z0-9_-]{0,31}$", "u");
const pattern15 = new RegExp("^[A-Za-z0-9_]+$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-78bec3b3" */;
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
if(data.rest_url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rest_url"},message:"must have required property '"+"rest_url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.login_endpoint === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "login_endpoint"},message:"must have required property '"+"login_endpoint"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.shared_path === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shared_path"},message:"must have required property '"+"shared_path"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.accounts === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accounts"},message:"must have required property '"+"accounts"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.rest_url !== undefined){
let data0 = data.rest_url;
if(typeof data0 === "string"){
if(func1(data0) > 512){
const err4 = {instancePath:instancePath+"/rest_url",schemaPath:"#/properties/rest_url/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 6){
const err5 = {instancePath:instancePath+"/rest_url",schemaPath:"#/properties/rest_url/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/rest_url",schemaPath:"#/properties/rest_url/pattern",keyword:"pattern",params:{pattern: "^(https?://[A-Za-z0-9.\\-\\[\\]:]+(/[^\\s]*)?|unix:/[^\\s]+)$"},message:"must match pattern \""+"^(https?://[A-Za-z0-9.\\-\\[\\]:]+(/[^\\s]*)?|unix:/[^\\s]+)$"+"\""};
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
const err7 = {instancePath:instancePath+"/rest_url",schemaPath:"#/properties/rest_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.jwt_key_path !== undefined){
let data1 = data.jwt_key_path;
const _errs7 = errors;
const _errs8 = errors;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(valid2){
const err9 = {instancePath:instancePath+"/jwt_key_path",schemaPath:"#/properties/jwt_key_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 1024){
const err10 = {instancePath:instancePath+"/jwt_key_path",schemaPath:"#/properties/jwt_key_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data1) < 1){
const err11 = {instancePath:instancePath+"/jwt_key_path",schemaPath:"#/properties/jwt_key_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern6.test(data1)){
const err12 = {instancePath:instancePath+"/jwt_key_path",schemaPath:"#/properties/jwt_key_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/jwt_key_path",schemaPath:"#/properties/jwt_key_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.login_endpoint !== undefined){
let data2 = data.login_endpoint;
if(typeof data2 === "string"){
if(func1(data2) > 255){
const err14 = {instancePath:instancePath+"/login_endpoint",schemaPath:"#/properties/login_endpoint/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data2) < 1){
const err15 = {instancePath:instancePath+"/login_endpoint",schemaPath:"#/properties/login_endpoint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern7.test(data2)){
const err16 = {instancePath:instancePath+"/login_endpoint",schemaPath:"#/properties/login_endpoint/pattern",keyword:"pattern",params:{pattern: "^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$"},message:"must match pattern \""+"^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$"+"\""};
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
const err17 = {instancePath:instancePath+"/login_endpoint",schemaPath:"#/properties/login_endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.shared_path !== undefined){
let data3 = data.shared_path;
const _errs14 = errors;
const _errs15 = errors;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var valid4 = _errs15 === errors;
if(valid4){
const err19 = {instancePath:instancePath+"/shared_path",schemaPath:"#/properties/shared_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) > 1024){
const err20 = {instancePath:instancePath+"/shared_path",schemaPath:"#/properties/shared_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data3) < 1){
const err21 = {instancePath:instancePath+"/shared_path",schemaPath:"#/properties/shared_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern6.test(data3)){
const err22 = {instancePath:instancePath+"/shared_path",schemaPath:"#/properties/shared_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
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
const err23 = {instancePath:instancePath+"/shared_path",schemaPath:"#/properties/shared_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.accounts !== undefined){
let data4 = data.accounts;
if(Array.isArray(data4)){
if(data4.length > 200){
const err24 = {instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data4.length < 1){
const err25 = {instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.user_id === undefined){
const err26 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/required",keyword:"required",params:{missingProperty: "user_id"},message:"must have required property '"+"user_id"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5.account === undefined){
const err27 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/required",keyword:"required",params:{missingProperty: "account"},message:"must have required property '"+"account"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key0 in data5){
if(!((key0 === "user_id") || (key0 === "account"))){
const err28 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.user_id !== undefined){
let data6 = data5.user_id;
if(typeof data6 === "string"){
if(!pattern10.test(data6)){
const err29 = {instancePath:instancePath+"/accounts/" + i0+"/user_id",schemaPath:"#/properties/accounts/items/properties/user_id/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/accounts/" + i0+"/user_id",schemaPath:"#/properties/accounts/items/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.account !== undefined){
let data7 = data5.account;
if(typeof data7 === "string"){
if(func1(data7) > 32){
const err31 = {instancePath:instancePath+"/accounts/" + i0+"/account",schemaPath:"#/properties/accounts/items/properties/account/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func1(data7) < 3){
const err32 = {instancePath:instancePath+"/accounts/" + i0+"/account",schemaPath:"#/properties/accounts/items/properties/account/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern11.test(data7)){
const err33 = {instancePath:instancePath+"/accounts/" + i0+"/account",schemaPath:"#/properties/accounts/items/properties/account/pattern",keyword:"pattern",params:{pattern: "^(?!root$)[a-z_][a-z0-9_-]{0,31}$"},message:"must match pattern \""+"^(?!root$)[a-z_][a-z0-9_-]{0,31}$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/accounts/" + i0+"/account",schemaPath:"#/properties/accounts/items/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err36 = {instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.munge_key_path !== undefined){
let data8 = data.munge_key_path;
const _errs28 = errors;
const _errs29 = errors;
if(typeof data8 === "string"){
if(!pattern5.test(data8)){
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
var valid9 = _errs29 === errors;
if(valid9){
const err38 = {instancePath:instancePath+"/munge_key_path",schemaPath:"#/properties/munge_key_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
if(typeof data8 === "string"){
if(func1(data8) > 1024){
const err39 = {instancePath:instancePath+"/munge_key_path",schemaPath:"#/properties/munge_key_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func1(data8) < 1){
const err40 = {instancePath:instancePath+"/munge_key_path",schemaPath:"#/properties/munge_key_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern6.test(data8)){
const err41 = {instancePath:instancePath+"/munge_key_path",schemaPath:"#/properties/munge_key_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/munge_key_path",schemaPath:"#/properties/munge_key_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.controller !== undefined){
let data9 = data.controller;
if(typeof data9 === "string"){
if(func1(data9) > 255){
const err43 = {instancePath:instancePath+"/controller",schemaPath:"#/properties/controller/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func1(data9) < 1){
const err44 = {instancePath:instancePath+"/controller",schemaPath:"#/properties/controller/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!pattern7.test(data9)){
const err45 = {instancePath:instancePath+"/controller",schemaPath:"#/properties/controller/pattern",keyword:"pattern",params:{pattern: "^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$"},message:"must match pattern \""+"^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$"+"\""};
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
const err46 = {instancePath:instancePath+"/controller",schemaPath:"#/properties/controller/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.node_feature !== undefined){
let data10 = data.node_feature;
if(typeof data10 === "string"){
if(func1(data10) > 32){
const err47 = {instancePath:instancePath+"/node_feature",schemaPath:"#/properties/node_feature/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(func1(data10) < 1){
const err48 = {instancePath:instancePath+"/node_feature",schemaPath:"#/properties/node_feature/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!pattern15.test(data10)){
const err49 = {instancePath:instancePath+"/node_feature",schemaPath:"#/properties/node_feature/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/node_feature",schemaPath:"#/properties/node_feature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"rest_url":true,"jwt_key_path":true,"login_endpoint":true,"shared_path":true,"accounts":true,"munge_key_path":true,"controller":true,"node_feature":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
